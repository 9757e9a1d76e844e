import { describe, expect, it } from 'vitest';
import { classesInHtml, classesStyledBy, criticalCss, parseStylesheet, selectorNeeds, wordsInScript } from './critical-css.ts';

describe('critical CSS (decision 0052)', () => {
  it('reads the classes a selector requires, escapes undone, :not() and attribute selectors left out', () => {
    expect(selectorNeeds('.md\\:flex')).toEqual([['md:flex']]);
    expect(selectorNeeds('.w-1\\/2,.top-\\[var\\(--x\\,0px\\)\\]')).toEqual([['w-1/2'], ['top-[var(--x,0px)]']]);
    expect(selectorNeeds('.group-hover\\:underline:is(:where(.group):hover *)')).toEqual([['group-hover:underline', 'group']]);
    expect(selectorNeeds('.space-y-6>:not(:last-child)')).toEqual([['space-y-6']]);
    expect(selectorNeeds('.a:not(.b)')).toEqual([['a']]);
    expect(selectorNeeds('[data-x=".y"] .c')).toEqual([['c']]);
    expect(selectorNeeds('\\32 xl\\:p-4')).toEqual([[]]);
    expect(selectorNeeds('.\\32 xl\\:p-4')).toEqual([['2xl:p-4']]);
    expect(selectorNeeds('*,:before,:after')).toEqual([[], [], []]);
  });

  const sheet = parseStylesheet(
    '/*! banner */@layer theme,base,utilities;@layer base{*{margin:0}body{color:red}}' +
      '@layer utilities{.flex{display:flex}.grid{display:grid}@media (min-width:48rem){.md\\:hidden{display:none}.md\\:grid{display:grid}}' +
      '.a\\:b,.c{color:blue}}@property --tw-x{syntax:"*";inherits:false}@keyframes spin{to{transform:rotate(360deg)}}',
  );

  it('keeps the rules the classes can match and every rule that needs none; drops empty groups', () => {
    expect(criticalCss(sheet, new Set(['flex', 'md:hidden']))).toBe(
      '@layer theme,base,utilities;@layer base{*{margin:0}body{color:red}}' +
        '@layer utilities{.flex{display:flex}@media (min-width:48rem){.md\\:hidden{display:none}}}' +
        '@property --tw-x{syntax:"*";inherits:false}@keyframes spin{to{transform:rotate(360deg)}}',
    );
    expect(criticalCss(sheet, new Set(['c']))).toContain('.a\\:b,.c{color:blue}');
    expect(criticalCss(sheet, new Set(['grid']))).not.toContain('@media');
  });

  it('lists what a stylesheet styles, and the classes of HTML and the words of a script', () => {
    expect([...classesStyledBy(sheet)].sort()).toEqual(['a:b', 'c', 'flex', 'grid', 'md:grid', 'md:hidden']);
    expect([...classesInHtml('<div class="a  [&amp;&gt;svg]:size-4"><p class="b">x</p></div>')]).toEqual(['a', '[&>svg]:size-4', 'b']);
    expect([...wordsInScript('e.className="fixed z-50 p-4";x=`sm:flex`')]).toEqual([
      'e.className=',
      'fixed',
      'z-50',
      'p-4',
      ';x=',
      'sm:flex',
    ]);
  });
});
