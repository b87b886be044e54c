// Placeholder until the screen is built.
export function VerifyOtpPage() {
  return <p>VerifyOtpPage</p>;
}
