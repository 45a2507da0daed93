import { paths } from "@devmatch/shared";
import { Component, type ReactNode } from "react";
import { Button } from "../components/ui/button.tsx";

function RouteError() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="max-w-md text-ink-muted">This page failed to load. Check your connection and try again.</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <a
          href={paths.home}
          className="inline-flex min-h-11 items-center rounded-xl px-5 text-ink-muted hover:text-ink"
        >
          Go home
        </a>
      </div>
    </main>
  );
}

/** A failed chunk load or a render error shows a way out instead of a blank page. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
