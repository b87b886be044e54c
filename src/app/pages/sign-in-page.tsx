// Placeholder until the screen is built.
export function SignInPage() {
  return <p>SignInPage</p>;
}
