/** The demo accounts of the seed (server/README.md). */
export const accounts = {
  superAdmin: { login: 'superadmin@collecte-huile.tn', password: 'Super#2026' },
  admin: { login: 'amira.trabelsi@collecte-huile.tn', password: 'Admin#2026' },
  manager: { login: 'hichem.bensalem@collecte-huile.tn', password: 'Manager#2026' },
  subcontractor: { login: 'sami.gharbi@ecohuile.tn', password: 'Sub#2026' },
  driver: { login: '+216 22 456 789', password: 'Driver#2026' },
  pending: { login: 'nouveau.compte@collecte-huile.tn', password: 'Pending#2026' },
} as const;

export type Account = keyof typeof accounts;

/** Where the setup project keeps each account's signed-in browser state, per server (shard). */
export const stateFile = (account: Account) =>
  `tests/e2e/.auth/${process.env.E2E_PORT ?? 3100}/${account}.json`;
