/** On the sign-in of the role right after choosing a password (`password-set=1&username=...`; decision 0042). */
export function PasswordSetNotice({ username }: { username: string }) {
  return (
    <p role="status" className="mb-6 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
      Your password is set. Sign in as <span className="font-semibold">{username}</span> with your new password. Your username is also in
      your account settings.
    </p>
  );
}
