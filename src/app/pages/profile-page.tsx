// Placeholder until the screen is built.
export function ProfilePage() {
  return <p>ProfilePage</p>;
}
