import * as z from 'zod/mini';
import { DeclarationTextVersion } from '@generated/model';
import {
  CreateHolderDeclarationBody,
  LiftHolderNonComplianceBody,
  MarkHolderNonCompliantBody,
} from '@generated/zod-mini/declarations/declarations.zod';
import { contractMessages, textInput } from '@/lib/contract-rule';

/** The declaration text signed today: the contract's last version. */
export const currentTextVersion = Object.values(DeclarationTextVersion).at(-1)!;

/** A yes-or-no question, unanswered at first. */
const answer = z.pipe(z.string(), z.enum(['yes', 'no']));

const { signedOn, signerName, signerRole } = CreateHolderDeclarationBody.shape;

/** What the declaration form holds, as typed; the scan and the signature are kept apart. */
export const declarationSchema = z.object({
  signedOn: textInput(signedOn),
  signerName: textInput(signerName),
  signerRole: textInput(signerRole),
  overTenTonnes: answer,
  animalFat: answer,
});

export type DeclarationInput = z.input<typeof declarationSchema>;
export type DeclarationValues = z.output<typeof declarationSchema>;
export const declarationFields = ['signedOn', 'signerName', 'signerRole'] as const;

export const emptyDeclaration = (today: string): DeclarationInput => ({
  signedOn: today,
  signerName: '',
  signerRole: '',
  overTenTonnes: '',
  animalFat: '',
});

export const toDeclarationBody = (values: DeclarationValues) => ({
  signedOn: values.signedOn,
  signerName: values.signerName,
  signerRole: values.signerRole,
  textVersion: currentTextVersion,
  overTenTonnes: values.overTenTonnes === 'yes',
  animalFat: values.animalFat === 'yes',
});

/** The common words for every rule; an unanswered question is "required". */
export const declarationMessages = contractMessages();

const mark = MarkHolderNonCompliantBody.shape;

/** Marking a holder non-compliant: the day, the reason and the ISCC list's reference. */
export const markSchema = z.object({
  since: textInput(mark.since),
  reason: textInput(mark.reason),
  isccReference: textInput(mark.isccReference),
});
export type MarkInput = z.input<typeof markSchema>;

/** Lifting it: the reason. */
export const liftSchema = z.object({ reason: textInput(LiftHolderNonComplianceBody.shape.reason) });
export type LiftInput = z.input<typeof liftSchema>;

/** Today in Tunis, as the server counts a signing day (`YYYY-MM-DD`). */
export const todayInTunis = (now = new Date()) =>
  now.toLocaleDateString('en-CA', { timeZone: 'Africa/Tunis' });
