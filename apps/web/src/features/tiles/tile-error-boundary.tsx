import { Component, type ErrorInfo, type ReactNode } from 'react';
import { TileCard } from './tile-card.tsx';

export const TILE_ERROR_TEXT = "We're sorry, something went wrong.";

interface TileErrorBoundaryProps {
  name: string;
  /** The tile's heading, kept above the failure text; the carousel has none. */
  title?: string;
  children: ReactNode;
}

interface State {
  hasFailed: boolean;
}

/**
 * Keeps one failing tile from breaking the others: it shows the documented tile failure text
 * (docs/product/site.md#tiles) under the tile's own heading, so the visitor knows which tile failed.
 */
export class TileErrorBoundary extends Component<TileErrorBoundaryProps, State> {
  override state: State = { hasFailed: false };

  static getDerivedStateFromError(): State {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Tile ${this.props.name} failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    const failure = <p role="alert">{TILE_ERROR_TEXT}</p>;
    const { title } = this.props;
    return title ? (
      <TileCard title={title} className="tile--failed">
        {failure}
      </TileCard>
    ) : (
      <div className="tile tile--failed">{failure}</div>
    );
  }
}
