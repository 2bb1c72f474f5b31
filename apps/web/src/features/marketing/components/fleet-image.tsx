/** The Skylark aircraft picture beside the About story, on Home and on About. */
export function FleetImage() {
  return (
    <img
      src="/images/about-fleet.svg"
      alt="A Skylark aircraft climbing through a blue sky"
      width={480}
      height={360}
      loading="lazy"
      decoding="async"
      className="w-full rounded-3xl shadow-card"
    />
  );
}
