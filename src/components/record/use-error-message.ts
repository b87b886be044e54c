import type { Namespace } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The words of a field's error. A feature's rules give keys of its catalogue (`rules.*`, or
 * prefixed as `holders:validation.*`); FormField translates the common `validation.*` ones; the
 * server's messages are words already.
 */
export function useErrorMessage(ns: Namespace) {
  const { t, i18n } = useTranslation(ns);
  const translate = t as unknown as (key: string) => string;
  return (error?: { message?: string }) => {
    const message = error?.message;
    return message && i18n.exists(message, { ns }) ? translate(message) : message;
  };
}
