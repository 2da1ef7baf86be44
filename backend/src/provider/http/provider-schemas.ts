import { z } from 'zod';

/** The provider's answers as the adapter accepts them (ids as numbers or digit strings). */
const id = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);
const text = z.string();
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

export const contactSchema = z.object({ CNT_ID: id, CONTACT: text });

export const locationSchema = z.object({
  DIV_ID: id,
  cli_no: z.union([text, z.number().transform(String)]),
  COMPANY: text,
  COMPANY2: optionalText,
  MAINCITY: text,
  MAINSTATE: text,
  ACTIVE: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()])
    .transform((value): 0 | 1 => (value === 1 || value === '1' || value === true ? 1 : 0)),
  cust1_lbl: optionalText,
  cust1: optionalText,
});

export const errorsSchema = z.object({
  errors: z.array(z.object({ message: z.string() })).min(1),
});

export const apiKeySchema = z.object({ api_key: z.string().min(1) });

export const importAnswerSchema = z.object({
  directNo: z.union([z.string().min(1), z.number().int().transform(String)]),
});

export function joinMessages(errors: readonly { message: string }[]): string {
  return errors.map((error) => error.message).join(' ');
}
