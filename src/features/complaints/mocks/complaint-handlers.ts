import {
  getCreateComplaintMockHandler,
  getGetComplaintMockHandler,
  getListComplaintsMockHandler,
  getUpdateComplaintMockHandler,
} from '@generated/api/complaints/complaints.msw';
import {
  getGetHolderMockHandler,
  getListHoldersMockHandler,
} from '@generated/api/holders/holders.msw';
import { getUploadImageMockHandler } from '@generated/api/uploads/uploads.msw';
import type {
  Complaint,
  ComplaintCreate,
  ComplaintStatus,
  ComplaintUpdate,
  HolderSummary,
  Upload,
} from '@generated/model';
import { users } from '@mocks/fixtures';
import { checkIfMatch, fail, later } from '@mocks/kit';
import { listPage } from '@mocks/list-handler';
import { fakeLists } from '@mocks/list-records';
import { complaintList, holderList, holderRecord } from './complaint-fixtures';

export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  body?: unknown;
}

/** The complaints and holders the handlers serve, and every request they received. */
export interface ComplaintStore {
  complaints: Complaint[];
  holders: HolderSummary[];
  /** The content types of the files uploaded, in order. */
  uploads: string[];
  requests: SentRequest[];
}

export const createComplaintStore = (
  complaints: Complaint[] = complaintList,
  holders: HolderSummary[] = holderList,
): ComplaintStore => ({
  complaints: structuredClone(complaints),
  holders: structuredClone(holders),
  uploads: [],
  requests: [],
});

/** OPEN → IN_PROGRESS → RESOLVED, OPEN → RESOLVED, RESOLVED → OPEN: as the server allows. */
const allowed: Record<ComplaintStatus, ComplaintStatus[]> = {
  OPEN: ['IN_PROGRESS', 'RESOLVED'],
  IN_PROGRESS: ['RESOLVED'],
  RESOLVED: ['OPEN'],
};

function update(store: ComplaintStore, current: Complaint, changes: ComplaintUpdate): Complaint {
  const { status, resolution, ...fields } = changes;
  const moving = status !== undefined && status !== current.status;
  if (moving && !allowed[current.status].includes(status)) {
    fail(400, '400:BAD_REQUEST', "Ce changement de statut de la réclamation n'est pas permis");
  }
  const resolving = moving && status === 'RESOLVED';
  const reopening = moving && status === 'OPEN';
  const nextResolution = reopening ? null : (resolution ?? current.resolution);
  if (resolving && !nextResolution) {
    fail(
      400,
      '400:BAD_REQUEST',
      'Une résolution est requise pour clore la réclamation',
      'resolution',
    );
  }
  const next: Complaint = {
    ...current,
    ...fields,
    status: status ?? current.status,
    resolution: nextResolution,
    resolvedAt: resolving ? later(current.updatedAt) : reopening ? null : current.resolvedAt,
    updatedAt: later(current.updatedAt),
  };
  store.complaints = store.complaints.map((c) => (c.id === current.id ? next : c));
  return next;
}

function create(store: ComplaintStore, body: ComplaintCreate): Complaint {
  const holder = body.holderId ? store.holders.find((h) => h.id === body.holderId) : null;
  if (body.holderId && !holder) {
    fail(400, '400:BAD_REQUEST', 'Référence inconnue', 'holderId');
  }
  const { id, firstName, lastName, email, phoneNumber } = users.admin;
  const created: Complaint = {
    id: crypto.randomUUID(),
    holderId: holder?.id ?? null,
    holder: holder ?? null,
    subject: body.subject,
    description: body.description,
    photos: body.photos ?? [],
    status: 'OPEN',
    resolution: null,
    resolvedAt: null,
    createdById: id,
    createdBy: { id, firstName, lastName, email, phoneNumber },
    createdAt: '2026-11-22T08:00:00.000Z',
    updatedAt: '2026-11-22T08:00:00.000Z',
  };
  store.complaints = [...store.complaints, created];
  return created;
}

/**
 * A small complaints server over the generated handlers: the lists are the declared lists' fake
 * (`listPage`); updates check If-Match (412) and the status rules; unknown ids answer 404; holders
 * are searched for the picker; uploads answer a URL. Every request is kept for the tests.
 */
export function complaintHandlers(store: ComplaintStore) {
  const record = async (request: Request) => {
    const body: unknown = ['POST', 'PATCH'].includes(request.method)
      ? request.headers.get('Content-Type')?.includes('json')
        ? await request.clone().json()
        : undefined
      : undefined;
    store.requests.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body,
    });
    return body;
  };
  const find = (id: unknown) =>
    store.complaints.find((c) => c.id === id) ??
    fail(404, '404:NOT_FOUND', 'Réclamation introuvable');

  return [
    getListComplaintsMockHandler(async ({ request }) => {
      await record(request);
      return listPage(fakeLists.complaints, store.complaints, request);
    }),
    getGetComplaintMockHandler(async ({ request, params }) => {
      await record(request);
      return find(params.id);
    }),
    getCreateComplaintMockHandler(async ({ request }) =>
      create(store, (await record(request)) as ComplaintCreate),
    ),
    getUpdateComplaintMockHandler(async ({ request, params }) => {
      const changes = (await record(request)) as ComplaintUpdate;
      const current = find(params.id);
      checkIfMatch(request, current, 'La réclamation a été modifiée entre-temps');
      return update(store, current, changes);
    }),
    getListHoldersMockHandler(async ({ request }) => {
      await record(request);
      const page = listPage(fakeLists.holders, store.holders, request);
      return { ...page, items: page.items.map(holderRecord) };
    }),
    getGetHolderMockHandler(async ({ request, params }) => {
      await record(request);
      const holder =
        store.holders.find((h) => h.id === params.id) ??
        fail(404, '404:NOT_FOUND', 'Détenteur introuvable');
      return holderRecord(holder);
    }),
    getUploadImageMockHandler(async ({ request }) => {
      await record(request);
      // Read raw: Node's multipart parser refuses jsdom's File.
      const text = new TextDecoder('latin1').decode(await request.arrayBuffer());
      const type = /name="file"[^\r]*\r\nContent-Type: (\S+)/.exec(text)?.[1] ?? 'image/jpeg';
      store.uploads.push(type);
      const extension = type === 'image/png' ? 'png' : type === 'image/webp' ? 'webp' : 'jpg';
      const n = String(store.uploads.length).padStart(12, '0');
      return {
        url: `/api/v1/uploads/70000000-0000-4000-8000-${n}.${extension}`,
        contentType: type as Upload['contentType'],
        size: text.length,
      };
    }),
  ];
}
