import { Component, type ErrorInfo, type ReactNode } from 'react';

export const TILE_ERROR_TEXT = "We're sorry, something went wrong.";

interface State {
  hasFailed: boolean;
}

/** Keeps one failing tile from breaking the others: it shows the documented tile failure text (docs/product/site.md#tiles) instead. */
export class TileErrorBoundary extends Component<{ name: string; children: ReactNode }, State> {
  override state: State = { hasFailed: false };

  static getDerivedStateFromError(): State {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Tile ${this.props.name} failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.hasFailed) {
      return (
        <div className="tile tile--failed" role="alert">
          <p>{TILE_ERROR_TEXT}</p>
        </div>
      );
    }
    return this.props.children;
  }
}
