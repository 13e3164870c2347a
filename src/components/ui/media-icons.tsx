/** Small inline icons for video controls; decorative (the buttons carry the names). */
const icon = (path: string) =>
  function Icon() {
    return (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d={path} fill="currentColor" />
      </svg>
    );
  };

export const PlayIcon = icon('M8 5.5v13a1 1 0 0 0 1.53.85l10.2-6.5a1 1 0 0 0 0-1.7L9.53 4.65A1 1 0 0 0 8 5.5Z');
export const PauseIcon = icon('M7 5h3.5v14H7zM13.5 5H17v14h-3.5z');
export const SoundOnIcon = icon(
  'M4 9.5h3.5L12 5v14l-4.5-4.5H4zM15.5 8.5a5 5 0 0 1 0 7l-1.1-1.1a3.5 3.5 0 0 0 0-4.8zM18 6a8.5 8.5 0 0 1 0 12l-1.1-1.1a7 7 0 0 0 0-9.8z',
);
export const SoundOffIcon = icon(
  'M4 9.5h3.5L12 5v14l-4.5-4.5H4zM15.3 9.4l1.1-1.1 2.1 2.1 2.1-2.1 1.1 1.1-2.1 2.1 2.1 2.1-1.1 1.1-2.1-2.1-2.1 2.1-1.1-1.1 2.1-2.1z',
);
