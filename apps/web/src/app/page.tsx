import Link from "next/link";

export default function HomePage() {
  return (
    <main>
      <h1>Formwright</h1>
      <p>A self-hostable form builder.</p>
      <p>
        <Link href="/admin">Sign in to build forms (admin)</Link>
      </p>
      <ul>
        <li>
          <Link href="/f/demo">Demo form</Link>
        </li>
        <li>
          <Link href="/demo/fields">Field widget gallery</Link>
        </li>
        <li>
          <Link href="/f/showcase">Content block showcase</Link>
        </li>
      </ul>
    </main>
  );
}
