// A field's text and the contract's values, without zod: the field tables that lists and
// records read use these, and only forms load zod (src/lib/contract-rule.ts).

/** "12 000,5" as a French user types it; empty is "not given". */
export const toNumber = (text: string) => {
  const compact = text.replace(/\s/g, '').replace(',', '.');
  return compact === '' ? undefined : Number(compact);
};

/** A number as an input's text, written by `write`; none is empty. */
export const numberText = (
  value: number | null | undefined,
  write: (value: number) => string = String,
) => (value === null || value === undefined ? '' : write(value));

/** A choice as the body takes it: none is "not given". */
export const choiceOf = (text: string) => (text === '' ? undefined : text);

/** The date part of a contract date-time: contract dates are days, kept as midnight UTC. */
export const dayOf = (dateTime: string) => dateTime.slice(0, 10);

/** The day (UTC) of a moment, as the contract writes days. */
export const dayOfDate = (date: Date) => dayOf(date.toISOString());

/** A day as the contract writes it (YYYY-MM-DD), as an input of type date gives it. */
export const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A typed day as the contract's date-time (its midnight UTC); empty is "not given". */
export const dateTimeOf = (text: string) =>
  text === '' ? undefined : /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00.000Z` : text;
