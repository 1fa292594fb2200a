/** The SPARK wordmark: Space Grotesk capitals and the orange spark. */
export function Wordmark({ className = "text-2xl" }: { className?: string }) {
  return (
    <span className={`font-display font-bold tracking-[0.08em] ${className}`}>
      SPARK<span className="text-accent">.</span>
    </span>
  );
}
