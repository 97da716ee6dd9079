export default function FormsPage() {
  return <h1>Forms</h1>;
}
