import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { EmailText } from './email-text.tsx';

describe('EmailText', () => {
  it('offers line breaks only after the @ and before each dot, and keeps the address whole', () => {
    expect(renderToStaticMarkup(<EmailText address="sales@twinpinescleaning.example" />)).toBe(
      'sales@<wbr/>twinpinescleaning<wbr/>.example',
    );
    expect(renderToStaticMarkup(<EmailText address="first.last@mail.example.com" />)).toBe(
      'first<wbr/>.last@<wbr/>mail<wbr/>.example<wbr/>.com',
    );
  });
});
