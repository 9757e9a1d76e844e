import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { PortalPage, PortalPageHeader } from './portal-page-header.tsx';

describe('PortalPageHeader', () => {
  it('renders one h1 with the description and the actions', () => {
    const html = renderToString(
      <PortalPageHeader title="User Management" description="Manage accounts." actions={<button type="button">Create User</button>} />,
    );
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>User Management<\/h1>/);
    expect(html).toContain('Manage accounts.');
    expect(html).toContain('Create User');
  });

  it('leaves out what is not given', () => {
    const html = renderToString(<PortalPageHeader title="CRM Dashboard" />);
    expect(html).not.toContain('<p');
    expect(html.match(/<div/g)).toHaveLength(1);
  });
});

describe('PortalPage', () => {
  it('wraps the header and content in the portal container', () => {
    const html = renderToString(
      <PortalPage title="Customer Portal">
        <p>Body</p>
      </PortalPage>,
    );
    expect(html).toContain('bg-slate-50');
    expect(html).toContain('max-w-6xl');
    expect(html).toMatch(/<h1[^>]*>Customer Portal<\/h1>/);
    expect(html).toContain('<p>Body</p>');
  });
});
