import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getMessagePreferences, putMessagePreferences } from '#shared/contracts/self-service.endpoints.ts';
import { messagePreferencesSchema, type MessagePreferences, type MessagePreferencesView } from '#shared/contracts/self-service.ts';
import { Button } from '../../components/ui/button.tsx';
import { FieldSet } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Checkbox } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { apiQuery, callApi } from '../../lib/api-client.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { refreshReads } from '../../lib/query-refresh.ts';
import { ListSkeleton, PortalSection, ReadError } from '../../components/layout/portal-section.tsx';

const FIELDS = ['reminderEmail', 'reminderSms', 'doneEmail', 'doneSms', 'updatesEmail'] as const;

function PreferencesForm({ current }: { current: MessagePreferencesView }) {
  const queryClient = useQueryClient();
  const { phone, smsAvailable, ...values } = current;
  const form = useContractForm<MessagePreferences, typeof messagePreferencesSchema>({
    schema: messagePreferencesSchema,
    defaultValues: values,
  });
  const save = useMutation({ mutationFn: (body: MessagePreferences) => callApi(putMessagePreferences, { body }) });
  const failure = useFormFailure(form, FIELDS);
  const submitting = form.formState.isSubmitting;
  async function submit(body: MessagePreferences) {
    failure.clear();
    try {
      await save.mutateAsync(body);
      void refreshReads(queryClient, ['/api/customer/message-preferences']);
      toast({ title: 'Choices saved', description: 'We will tell you about your visits the way you chose.' });
    } catch (error) {
      failure.show(error);
    }
  }

  const smsNote = smsAvailable
    ? `Texts go to ${phone}.`
    : phone
      ? 'Texts are not available yet.'
      : 'Texts need a phone number on your account: call us to add one.';
  return (
    <Form form={form} onSubmit={submit} className="grid gap-5 p-5" aria-busy={submitting || undefined} aria-label="What we tell you">
      <FieldSet legend="The evening before a visit">
        <div className="grid gap-3">
          <Checkbox name="reminderEmail" label="E-mail me a reminder" disabled={submitting} />
          <Checkbox name="reminderSms" label="Text me a reminder" disabled={submitting || !smsAvailable} />
        </div>
      </FieldSet>
      <FieldSet legend="When the crew leaves">
        <div className="grid gap-3">
          <Checkbox name="doneEmail" label="E-mail me a “visit done” note with the hours on site" disabled={submitting} />
          <Checkbox name="doneSms" label="Text me the “visit done” note" disabled={submitting || !smsAvailable} />
        </div>
      </FieldSet>
      <FieldSet legend="Your requests and changes">
        <Checkbox name="updatesEmail" label="E-mail me our answers to your requests" disabled={submitting} />
      </FieldSet>
      <p className="text-sm text-slate-600">{smsNote} Every e-mail has a link to stop it; reply STOP to a text to stop texts.</p>
      {failure.message ? <FormAlert id={failure.alertId}>{failure.message}</FormAlert> : null}
      <div className="flex justify-end">
        <Button type="submit" variant="outline" className="min-h-11" aria-disabled={submitting || undefined}>
          {submitting ? 'Saving…' : 'Save choices'}
        </Button>
      </div>
    </Form>
  );
}

/** The Account tab's "What we tell you": reminders, "visit done" notes and updates, by e-mail or text. */
export function MessagePreferencesSection() {
  const prefs = useQuery(apiQuery(getMessagePreferences));
  let body;
  if (prefs.isPending) body = <ListSkeleton label="Loading your choices…" rows={2} />;
  else if (prefs.isError) body = <ReadError title="Your choices could not be loaded" read={prefs} />;
  else body = <PreferencesForm key={JSON.stringify(prefs.data)} current={prefs.data} />;
  return (
    <PortalSection title="What we tell you" description="Reminders and notes about your visits, and how they reach you.">
      {body}
    </PortalSection>
  );
}
