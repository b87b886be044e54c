// Placeholder until the screen is built.
export function SignUpPage() {
  return <p>SignUpPage</p>;
}
