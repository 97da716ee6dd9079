import Link from "next/link";

/** A form or page of the admin that does not exist: the way back is the admin, not the site's home. */
export default function AdminNotFound() {
  return (
    <div>
      <h1>Not found</h1>
      <p>There is no form or admin page at this address. It may have been deleted.</p>
      <p>
        <Link href="/admin">Back to the forms</Link>
      </p>
    </div>
  );
}
