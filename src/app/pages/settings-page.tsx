// Placeholder until the screen is built.
export function SettingsPage() {
  return <p>SettingsPage</p>;
}
