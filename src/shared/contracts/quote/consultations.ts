import * as z from '../zod.ts';

/** Days the company books consultations (the office works Monday to Saturday). */
export const consultationDays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export const consultationTimes = ['morning', 'afternoon', 'evening'] as const;
export type ConsultationDay = (typeof consultationDays)[number];
export type ConsultationTime = (typeof consultationTimes)[number];

/** 'tuesday' -> 'Tuesday': how a day or time of day reads on the page and in the company's e-mail. */
export function consultationChoiceLabel(value: ConsultationDay | ConsultationTime): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;

/** POST /api/leads/:leadId/consultation: optional preferences; an empty body asks without any. */
export const consultationRequestSchema = z.object({
  preferredDays: z._default(
    z.array(z.enum(consultationDays)).check(z.maxLength(consultationDays.length), z.refine(unique, 'List each day once')),
    [],
  ),
  preferredTimes: z._default(
    z.array(z.enum(consultationTimes)).check(z.maxLength(consultationTimes.length), z.refine(unique, 'List each time of day once')),
    [],
  ),
});
export type ConsultationRequest = z.input<typeof consultationRequestSchema>;

export const consultationResponseSchema = z.object({
  /** When the consultation was first requested (ISO 8601). */
  requestedAt: z.text(),
  /** True when this quote already had a request: nothing new was sent to the company. */
  alreadyRequested: z.boolean(),
});
export type ConsultationResponse = z.infer<typeof consultationResponseSchema>;

/** The schemas of each endpoint in consultations.endpoints.ts, by its name (the server registers them). */
export const consultationsSchemas = {
  requestConsultation: {
    params: z.object({ leadId: z.text().check(z.maxLength(100)) }),
    body: consultationRequestSchema,
    response: consultationResponseSchema,
  },
};
