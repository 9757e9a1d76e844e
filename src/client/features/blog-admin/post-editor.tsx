import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { POST_LIMITS, postInputSchema, slugify, STALE_POST_MESSAGE, type AdminPost } from '#shared/contracts/blog-admin.ts';
import type { BlogCategory } from '#shared/contracts/blog.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { Checkbox, Input, Textarea } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { callErrorMessage } from '../../lib/call-error.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useContractForm } from '../../lib/contract-form.ts';
import { instantFromMinnesotaInput, minnesotaDateTimeInput } from '../../lib/business-format.ts';
import { originLabel, POST_STATUS_LABELS, writerLabel } from '../../lib/content-review.ts';
import { formatMinnesotaTime } from '../../lib/time-format.ts';
import { emptyPost, POST_FIELDS, postInput, postValues, type PostValues } from './post-form.ts';
import { cityName } from './post-labels.ts';
import { PostPreviewPane } from './post-preview-pane.tsx';
import { useCreatePost, usePublishPost, useUnpublishPost, useUpdatePost } from './use-blog-admin.ts';
import { useLivePreview } from './use-live-preview.ts';

type Action = 'draft' | 'publish' | 'schedule';

const done: Record<Action, string> = { draft: 'Draft saved', publish: 'Post published', schedule: 'Post scheduled' };

interface Props {
  /** The post as last read; absent for a new post. */
  post?: AdminPost | undefined;
  categories: readonly BlogCategory[];
  /** A new post was saved: its editor's address takes over. */
  onCreated?: ((post: AdminPost) => void) | undefined;
  /** Reload the post from the server (after someone else saved it). */
  onReload?: (() => void) | undefined;
}

/** The post editor (decision 0028): fields, Markdown with a live preview, and save, publish, schedule, unpublish. */
export function PostEditor({ post, categories, onCreated, onReload }: Props) {
  const [current, setCurrent] = useState(post);
  const [slugEdited, setSlugEdited] = useState(post !== undefined);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [scheduleAt, setScheduleAt] = useState(() => minnesotaDateTimeInput(new Date(Date.now() + 86_400_000).toISOString()));
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const action = useRef<Action>('draft');
  const [pressed, setPressed] = useState<Action>('draft');
  const create = useCreatePost();
  const update = useUpdatePost();
  const publish = usePublishPost();
  const unpublish = useUnpublishPost();
  const form = useContractForm<PostValues, typeof postInputSchema>({
    schema: postInputSchema,
    defaultValues: post ? postValues(post) : emptyPost,
    toInput: postInput,
  });
  const failure = useFormFailure(form, POST_FIELDS);
  const [title, slug, category, metaTitle, metaDescription, content, contentFormat] = useWatch({
    control: form.control,
    name: ['title', 'slug', 'category', 'metaTitle', 'metaDescription', 'content', 'contentFormat'],
  });
  const preview = useLivePreview(content, contentFormat);
  const submitting = form.formState.isSubmitting || unpublish.isPending;

  // The slug follows the title until someone edits it.
  useEffect(() => {
    if (!slugEdited) form.setValue('slug', slugify(title));
  }, [title, slugEdited, form]);

  // A post that was ever public keeps its old address as a redirect: live now, or unpublished after going live.
  const everLive =
    current !== undefined && (current.status === 'published' || (current.publishedAt !== null && current.publishedAt <= current.updatedAt));
  const slugMoves = current !== undefined && everLive && slug.trim() !== '' && slug.trim() !== current.slug;

  function press(kind: Action) {
    action.current = kind;
    setPressed(kind);
  }

  function failed(error: unknown) {
    toast({ title: 'The post was not saved', description: failure.show(error), variant: 'destructive' });
  }

  async function submit() {
    failure.clear();
    const kind = action.current;
    let publishAt: string | undefined;
    if (kind === 'schedule') {
      const at = instantFromMinnesotaInput(scheduleAt);
      if (!at || Date.parse(at) <= Date.now()) {
        setScheduleError('Choose a date and time in the future (Minnesota time)');
        return;
      }
      setScheduleError(null);
      publishAt = at;
    }
    try {
      const body = postInput(form.getValues());
      let saved = current
        ? await update.mutateAsync({ id: current.id, body: { ...body, updatedAt: current.updatedAt } })
        : await create.mutateAsync(body);
      // Saved: a failed publish after this retries as an edit of the saved post, never a second create.
      setCurrent(saved);
      form.reset(postValues(saved));
      setSlugEdited(true);
      if (kind !== 'draft') {
        saved = await publish.mutateAsync({ id: saved.id, ...(publishAt ? { publishAt } : {}) });
        setCurrent(saved);
      }
      toast({ title: kind === 'draft' && saved.status !== 'draft' ? 'Changes saved' : done[kind], description: saved.title });
      if (!current) onCreated?.(saved);
    } catch (error) {
      failed(error);
    }
  }

  function takeDown() {
    if (!current || submitting) return;
    unpublish.mutate(current.id, {
      onSuccess: (saved) => {
        setCurrent(saved);
        toast({ title: 'Post unpublished', description: `${saved.title} is a draft again.` });
      },
      onError: (error) => toast({ title: 'The post was not unpublished', description: callErrorMessage(error), variant: 'destructive' }),
    });
  }

  const stale = failure.message === STALE_POST_MESSAGE;
  const text = { readOnly: submitting };
  return (
    <Form form={form} onSubmit={submit} className="grid gap-6" aria-busy={submitting}>
      {current ? <PostState post={current} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="title" label="Title" required className="sm:col-span-2">
          <Input {...text} maxLength={POST_LIMITS.title[1]} />
        </Field>
        <Field
          name="slug"
          label="Slug"
          hint={slugMoves ? 'The old address will redirect here.' : `The address: /blog/${slug || '…'}`}
          className="sm:col-span-2"
        >
          <div onInput={() => setSlugEdited(true)}>
            <Input {...text} maxLength={POST_LIMITS.slug[1]} autoCapitalize="none" spellCheck={false} />
          </div>
        </Field>
        <Field name="excerpt" label="Excerpt" required hint="Shown on cards and in search results." className="sm:col-span-2">
          <Textarea {...text} rows={3} maxLength={POST_LIMITS.excerpt[1]} />
        </Field>
        <Field name="category" label="Category" required>
          <NativeSelect
            value={category}
            onValueChange={(value) => form.setValue('category', value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
            options={[{ value: '', label: 'Choose a category' }, ...categories.map((c) => ({ value: c.slug, label: c.name }))]}
          />
        </Field>
        <Field name="featuredImage" label="Featured image" optional hint="An https:// address.">
          <Input {...text} type="url" maxLength={1000} placeholder="https://…" />
        </Field>
        <Field name="tags" label="Tags" optional hint="Comma-separated, up to 10.">
          <Input {...text} maxLength={500} />
        </Field>
        <Field name="keywords" label="Keywords" optional hint="Comma-separated, up to 15.">
          <Input {...text} maxLength={1000} />
        </Field>
        <Field name="metaTitle" label="Meta title" optional hint={<Counter length={metaTitle.length} max={POST_LIMITS.metaTitle} />}>
          <Input {...text} />
        </Field>
        <Field
          name="metaDescription"
          label="Meta description"
          optional
          hint={<Counter length={metaDescription.length} max={POST_LIMITS.metaDescription} />}
        >
          <Textarea {...text} rows={2} />
        </Field>
        <div className="sm:col-span-2">
          <Checkbox name="isFeatured" label="Featured: shown first on the blog" />
        </div>
      </div>

      <div className="grid gap-3">
        <div role="group" aria-label="Editor view" className="flex gap-2 lg:hidden">
          {(['write', 'preview'] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              variant={tab === value ? 'primary' : 'outline'}
              aria-pressed={tab === value}
              onClick={() => setTab(value)}
            >
              {value === 'write' ? 'Write' : 'Preview'}
            </Button>
          ))}
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <Field
            name="content"
            label={contentFormat === 'html' ? 'Content (HTML)' : 'Content (Markdown)'}
            required
            className={tab === 'preview' ? 'max-lg:hidden' : undefined}
          >
            <Textarea {...text} rows={22} className="font-mono text-sm" />
          </Field>
          <div className={tab === 'write' ? 'max-lg:hidden' : undefined}>
            <PostPreviewPane state={preview} />
          </div>
        </div>
      </div>

      {failure.message ? (
        <FormAlert id={failure.alertId}>
          {failure.message}
          {stale && onReload ? (
            <Button size="sm" variant="outline" className="mt-2" onClick={onReload}>
              Reload the post
            </Button>
          ) : null}
        </FormAlert>
      ) : null}

      <div className="grid gap-3 border-t border-slate-200 pt-4">
        <div className="flex flex-wrap gap-2 [&>*]:max-sm:flex-1">
          <Button type="submit" variant="outline" onClick={() => press('draft')}>
            {submitting && pressed === 'draft' ? 'Saving…' : current && current.status !== 'draft' ? 'Save changes' : 'Save draft'}
          </Button>
          <Button type="submit" onClick={() => press('publish')}>
            {current?.status === 'published' ? 'Save and keep published' : 'Publish now'}
          </Button>
          {current && current.status !== 'draft' ? (
            <Button variant="secondary" onClick={takeDown} aria-disabled={submitting || undefined}>
              {unpublish.isPending ? 'Unpublishing…' : 'Unpublish'}
            </Button>
          ) : null}
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <Field label="Schedule for (Minnesota time)" error={scheduleError ?? undefined} className="min-w-0 flex-1 sm:max-w-xs">
            <Input type="datetime-local" step={60} value={scheduleAt} onChange={(event) => setScheduleAt(event.target.value)} />
          </Field>
          <Button type="submit" variant="secondary" onClick={() => press('schedule')}>
            Schedule
          </Button>
        </div>
      </div>
    </Form>
  );
}

function Counter({ length, max }: { length: number; max: number }) {
  return <span className={length > max ? 'font-semibold text-red-700' : undefined}>{`${length} of ${max} characters`}</span>;
}

/** Where the post stands, and for a generated one where it came from. */
function PostState({ post }: { post: AdminPost }) {
  const status = POST_STATUS_LABELS[post.status];
  return (
    <div className="grid gap-1 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
      <p className="flex flex-wrap items-center gap-2">
        <Badge variant={status.variant}>{status.label}</Badge>
        <span>{originLabel(post)}</span>
        {post.status === 'scheduled' && post.publishedAt ? <span>· goes live {formatMinnesotaTime(post.publishedAt)}</span> : null}
      </p>
      {post.authorId === 'system' ? (
        <p className="break-words">
          {post.citySlug ? `City: ${cityName(post.citySlug)}. ` : ''}
          {post.writer ? `Writer: ${writerLabel(post.writer)}. ` : ''}
          {post.sourceUrl ? (
            <>
              Source:{' '}
              <a href={post.sourceUrl} target="_blank" rel="noopener noreferrer" className="text-brand-800 underline">
                {post.sourceName ?? post.sourceUrl}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
