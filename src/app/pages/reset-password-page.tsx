// Placeholder until the screen is built.
export function ResetPasswordPage() {
  return <p>ResetPasswordPage</p>;
}
