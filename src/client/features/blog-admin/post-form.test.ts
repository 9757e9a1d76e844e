import { describe, expect, it } from 'vitest';
import { emptyPost, postInput, splitList } from './post-form.ts';

describe('the editor’s values as a request', () => {
  it('splits comma-separated lists, leaves out an empty slug and sends no image as null', () => {
    expect(splitList(' winter, floors,, salt ,')).toEqual(['winter', 'floors', 'salt']);
    expect(postInput({ ...emptyPost, title: 'Salt', tags: 'a, b', featuredImage: '  ' })).toEqual({
      title: 'Salt',
      excerpt: '',
      content: '',
      contentFormat: 'markdown',
      category: '',
      tags: ['a', 'b'],
      keywords: [],
      isFeatured: false,
      metaTitle: '',
      metaDescription: '',
      featuredImage: null,
    });
    expect(postInput({ ...emptyPost, slug: ' winter-care ' })).toMatchObject({ slug: 'winter-care' });
  });
});
