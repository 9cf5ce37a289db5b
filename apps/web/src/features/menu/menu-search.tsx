import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SearchResult } from '@commons/contract';
import { searchTerms } from '@commons/domain';
import { menuQueries } from './queries.ts';
import { longDateOf } from './menu-dates.ts';

/** docs/product/menus.md#search: search covers the next 10 days (contract MENU_SEARCH_DAYS); phrases up to 100 characters. */
export const SEARCH_DAYS = 10;
export const SEARCH_MAX_LENGTH = 100;

interface MenuSearchFormProps {
  /** The phrase searched for (from the address), '' for none. */
  phrase: string;
  locationName: string;
  onSearch: (phrase: string) => void;
}

/** 'Search upcoming menus' and a 'Search' button (docs/product/menus.md#search): blank text does nothing. */
export function MenuSearchForm({ phrase, locationName, onSearch }: MenuSearchFormProps) {
  const inputId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState(phrase);
  const [shownPhrase, setShownPhrase] = useState(phrase);
  if (shownPhrase !== phrase) {
    setShownPhrase(phrase);
    setDraft(phrase);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    if (text === '' || searchTerms(text).length === 0) return;
    onSearch(text);
  };
  return (
    <form className="menu-search__form" role="search" aria-label="Menu search" onSubmit={submit}>
      <label htmlFor={inputId} className="menu-search__label">
        Search the menus of the next {SEARCH_DAYS} days
      </label>
      <span id={hintId} className="visually-hidden">
        at {locationName}
      </span>
      <div className="menu-search__row">
        <input
          id={inputId}
          type="search"
          className="menu-search__input"
          placeholder="Search upcoming menus"
          aria-describedby={hintId}
          maxLength={SEARCH_MAX_LENGTH}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button">
          Search
        </button>
      </div>
    </form>
  );
}

interface MenuSearchResultsProps {
  siteId: number;
  locationId: number;
  /** Today at the site: the search starts there. */
  today: string;
  phrase: string;
  onOpen: (result: SearchResult) => void;
  onClear: () => void;
}

/**
 * The dates and periods whose menus match the phrase, each with a 'See the menu' button. The
 * phrase lives in the address, so Back from an opened result comes back to the results.
 */
export function MenuSearchResults({ siteId, locationId, today, phrase, onOpen, onClear }: MenuSearchResultsProps) {
  const baseId = useId();
  const isSearching = phrase.trim() !== '';
  const query = useQuery({ ...menuQueries.search(siteId, locationId, today, SEARCH_DAYS, phrase.trim()), enabled: isSearching });
  const results = query.data?.search_results ?? [];
  return (
    <div className="menu-search">
      <div className="menu-search__status" role="status">
        {isSearching && query.isPending ? <p className="menu-search__pending">Searching upcoming menus…</p> : null}
        {isSearching && query.isError ? <p>Sorry, something went wrong with the search. Please try again.</p> : null}
        {isSearching && query.isSuccess ? (
          <p className="menu-search__summary">
            {results.length > 0 ? 'We found items matching your search on the following dates:' : "Sorry, we didn't find any menus that match your search."}
          </p>
        ) : null}
      </div>
      {isSearching && results.length > 0 ? <h2 className="visually-hidden">Search results</h2> : null}
      {isSearching && results.length > 0 ? (
        <ol className="menu-search__results" aria-label={`Search results for ${phrase.trim()}`}>
          {results.map((result, index) => {
            const headingId = `${baseId}-${index}`;
            return (
              <li key={`${result.date}-${result.period_id}`} className="menu-search__result">
                <h3 id={headingId} className="menu-search__result-title">
                  {longDateOf(result.date)}, {result.period_name}
                </h3>
                <ul className="menu-search__items">
                  {result.items.map((item) => (
                    <li key={item.id}>{item.name}</li>
                  ))}
                </ul>
                <button type="button" className="button button--ghost menu-search__open" aria-describedby={headingId} onClick={() => onOpen(result)}>
                  See the menu
                </button>
              </li>
            );
          })}
        </ol>
      ) : null}
      {isSearching && !query.isPending ? (
        <button type="button" className="menu-search__clear" onClick={onClear}>
          Clear search
        </button>
      ) : null}
    </div>
  );
}
