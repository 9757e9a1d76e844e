/**
 * Reading styles for a post's sanitized HTML (h2-h4, paragraphs, lists, links,
 * quotes, code, tables): a ~65-character line, 18px text on wider screens and
 * generous spacing. The project has no typography plugin, so these are plain
 * utilities with descendant variants.
 */
export const articleProseClasses = [
  'max-w-prose text-[1.0625rem] leading-[1.75] text-slate-700 sm:text-lg sm:leading-8',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
  '[&_p]:my-5',
  '[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-balance [&_h2]:text-slate-900 sm:[&_h2]:text-[1.75rem]',
  '[&_h3]:mt-9 [&_h3]:mb-3 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:leading-snug [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-7 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:my-2 [&_li]:pl-1.5 [&_li::marker]:text-brand-600 [&_li>ul]:my-2 [&_li>ol]:my-2',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-brand-300 [&_a]:underline-offset-[3px] [&_a:hover]:text-brand-900 [&_a:hover]:decoration-brand-700',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 [&_b]:font-semibold [&_b]:text-slate-900',
  '[&_blockquote]:my-7 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-300 [&_blockquote]:bg-brand-50 [&_blockquote]:py-3 [&_blockquote]:pr-4 [&_blockquote]:pl-5 [&_blockquote]:text-slate-800 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em] [&_code]:text-slate-800',
  '[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-inherit',
  '[&_hr]:my-10 [&_hr]:border-slate-200',
  '[&_table]:my-7 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:text-base [&_table]:border-collapse',
  '[&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold [&_th]:text-slate-900',
  '[&_td]:border-b [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
].join(' ');
