// Placeholder until the screen is built.
export function ForgotPasswordPage() {
  return <p>ForgotPasswordPage</p>;
}
