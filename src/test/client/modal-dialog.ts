/**
 * jsdom has no modal dialogs (`showModal`, `close`): just enough of them for
 * components on the browser's own `<dialog>`. The browser tests use the real one.
 */
export function installModalDialog(): void {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
