export default function Page() {
  return <h1>karate-moms</h1>;
}
