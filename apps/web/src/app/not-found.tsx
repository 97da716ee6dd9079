import Link from "next/link";

export default function NotFound() {
  return (
    <main>
      <h1>Page not found</h1>
      <p>There is no published form or page at this address.</p>
      <p>
        <Link href="/">Go to the home page</Link>
      </p>
    </main>
  );
}
