import type { TFunction } from 'i18next';
import type { HolderDeclaration } from '@generated/model';
import type { Formats } from '@/lib/format';

type State = 'missing' | 'valid' | 'expiring' | 'expired';

const WORDS = {
  missing: 'declaration.missing',
  valid: 'declaration.validUntil',
  expiring: 'declaration.expiringOn',
  expired: 'declaration.expiredSince',
} as const satisfies Record<State, string>;

const PALETTE: Record<State, string> = {
  missing: 'orange',
  valid: 'green',
  expiring: 'amber',
  expired: 'red',
};

const stateOf = (declaration: HolderDeclaration | null | undefined): State => {
  if (!declaration) return 'missing';
  if (declaration.state === 'EXPIRED') return 'expired';
  return declaration.expiring ? 'expiring' : 'valid';
};

/**
 * A holder's declaration as a badge: missing, valid until its renewal date (amber within 30
 * days), or expired since then. A plain element, for a table's cells (see statusBadge).
 */
export const declarationBadge = (
  declaration: HolderDeclaration | null | undefined,
  t: TFunction<'holders'>,
  format: Formats,
) => {
  const state = stateOf(declaration);
  const date = declaration ? format.day(declaration.renewalDate) : '';
  return (
    <span className="chakra-badge" data-status-badge="" data-palette={PALETTE[state]}>
      {t(WORDS[state], { date })}
    </span>
  );
};
