import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

// Form helpers of the screen tests whose labels carry a required indicator.

// Labels end with the required indicator; the label's text names the field.
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const labelled = (label: string) => new RegExp(`^${escape(label)}\\s*\\*?$`);
export const field = (label: string) => screen.getByLabelText(labelled(label));
export const picker = (label: string) => screen.getByRole('combobox', { name: labelled(label) });

/** Replaces a field's text at once: the rules are about values, not keystrokes. */
export async function fill(user: UserEvent, label: string, value: string) {
  const input = field(label);
  await user.clear(input);
  if (value) {
    await user.click(input);
    await user.paste(value);
  }
}

/** Opens a picker and chooses the option of that name. */
export async function choose(user: UserEvent, label: string, option: string) {
  await user.click(picker(label));
  await user.click(await within(document.body).findByRole('option', { name: option }));
}
