// A stylesheet for the whole page while a component is shown (a document's print styles, a
// library's own CSS), as a <style> element of its own. Emotion's Global does the same from the main
// module of @emotion/react, which the first load carries: its two uses, both in later pages, put
// 0.4 KB gzip into the first-load JavaScript (issue 27).
import { useInsertionEffect } from 'react';

export function GlobalStyle({ styles }: { styles: string }) {
  useInsertionEffect(() => {
    const style = document.createElement('style');
    style.textContent = styles;
    // Before the components' styles, as Emotion's Global puts them: a component's own rules win
    // over the sheet's at the same specificity.
    document.head.insertBefore(style, document.head.querySelector('style[data-emotion]'));
    return () => style.remove();
  }, [styles]);
  return null;
}
