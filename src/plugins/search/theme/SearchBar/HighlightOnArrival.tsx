/**
 * Highlights the word a reader searched for on the page a result led to.
 * The search bar and results page pass it as router state
 * (`highlightState.wordToHighlight`, the stock plugin's contract); it is
 * removed from history afterwards so Back and reload do not repeat it.
 */
import {useEffect, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';

type HighlightState = {highlightState?: {wordToHighlight?: string}};

export default function HighlightOnArrival(): null {
  const location = useLocation<HighlightState | undefined>();
  const history = useHistory();
  // The word and the page it belongs to: another page must not be marked with it.
  const [target, setTarget] = useState({word: '', path: ''});

  useEffect(() => {
    const wanted = location.state?.highlightState?.wordToHighlight;
    if (!wanted) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the word must outlive the history entry this effect clears
    setTarget({word: wanted, path: location.pathname});
    const {highlightState: _done, ...rest} = location.state ?? {};
    history.replace({...location, state: rest});
  }, [location, history]);

  const word = target.path === location.pathname ? target.word : '';
  useEffect(() => {
    if (!word) return;
    const root = document.querySelector('article') ?? document.querySelector('main');
    if (!root) return;
    // mark.js (6 KB gzip) is fetched only when a reader arrives from a result, not with every page's main bundle.
    let mark: {unmark: () => void} | undefined;
    let left = false;
    import('mark.js')
      .then(({default: Mark}) => {
        if (left) return;
        const marker = new Mark(root);
        marker.mark(word, {ignoreJoiners: true});
        mark = marker;
      })
      // Without its script the page simply shows no highlight; the chunk-error banner reports the failed fetch.
      .catch(() => undefined);
    return () => {
      left = true;
      mark?.unmark();
    };
  }, [word]);

  return null;
}
