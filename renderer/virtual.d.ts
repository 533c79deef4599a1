declare module 'virtual:site-shell' {
  const shell: import('./types').SiteShellData;
  export default shell;
}
