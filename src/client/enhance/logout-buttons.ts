/** Log out buttons of a static page ([data-logout], in the phone menu): the logic loads only when used. */
export function installLogoutButtons(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-logout]')) return;
    void import('../features/auth/logout.ts').then(({ logOut }) => logOut());
  });
}
