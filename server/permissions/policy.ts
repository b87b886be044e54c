import { forbidden } from '../http/errors';
import { can, type Action, type Caller, type Resource } from '@/lib/access/policy';

// The rules themselves are shared with the app (src/lib/access/policy.ts), so that the screens
// offer exactly what the server allows; this module adds what only the server needs.
export {
  RESOURCES,
  userReach,
  areaInArea,
  can,
  isCompanyRole,
  isDecidedVoucher,
  isUnscoped,
  mayCreateUser,
  mayChangeHolder,
  mayChangeTour,
  mayAmendVoucher,
  mayChangeVoucher,
  mayCreateSubcontractor,
  mayDeleteUser,
  mayGrant,
  mayManageAreas,
  mayManage,
  mayUpdateUser,
  parseActions,
  SUBCONTRACTOR_ACTIONS,
  zoneInArea,
  type Action,
  type Area,
  type Resource,
  type Role,
} from '@/lib/access/policy';

export interface Principal extends Caller {
  sessionId: string;
  /** The company of a SUBCONTRACTOR account. */
  subcontractorId: string | null;
}

export function authorize(principal: Principal, resource: Resource, action: Action) {
  if (!can(principal, resource, action)) throw forbidden();
}
