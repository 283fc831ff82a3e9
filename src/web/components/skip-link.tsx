import classes from './skip-link.module.css';

/** The id of the page's `main`, which the skip link moves focus to. */
export const MAIN_ID = 'main';

/**
 * The first stop of the keyboard on a page with a header: moves focus past the header's links to
 * the page itself (WCAG 2.4.1). Focus is moved by hand: a hash change would be a navigation for
 * the router and leave "#main" in the address.
 */
export function SkipLink() {
  return (
    <a
      className={classes.link}
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        event.preventDefault();
        // Focusable only while the skip link sends focus there (a click inside the page
        // must not focus the whole page).
        main.tabIndex = -1;
        main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
        main.focus();
      }}
    >
      Skip to content
    </a>
  );
}
