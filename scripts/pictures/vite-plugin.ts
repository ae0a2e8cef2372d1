// The Vite side of the picture pipeline: `import photo from './pictures/me.jpg?portrait'`
// gives a small PictureData object (src, size, widths), the same in the browser bundle and
// the server bundle, so the prerendered <picture> and the hydrated one agree. The files
// themselves are written once, by the browser build, into assets/.
import type { Plugin } from 'vite';
import { darkDrawingOf, makePicture } from './process.ts';
import { PROFILE_NAMES, type PictureProfileName } from './profiles.ts';

const PICTURE_ID = new RegExp(`^(.+)\\?(${PROFILE_NAMES.join('|')})$`);

export function pictures(): Plugin {
  let encode = false;
  let writeFiles = false;
  return {
    name: 'pictures',
    // Before Vite's own asset handling, which would otherwise take any .jpg import as a URL.
    enforce: 'pre',
    configResolved(config) {
      encode = config.command === 'build';
      writeFiles = encode && !config.build.ssr;
    },
    async load(id) {
      const match = PICTURE_ID.exec(id);
      if (!match) return null;
      const [, file = '', profile] = match;
      this.addWatchFile(file);
      const dark = darkDrawingOf(file);
      if (dark) this.addWatchFile(dark);
      const made = await makePicture(file, profile as PictureProfileName, { encode });
      // The build stops on a problem in the content check, which names the content file too;
      // the dev server just says it.
      if (made.data.problem && !encode) this.warn(made.data.problem);
      if (writeFiles) {
        for (const { fileName, source } of made.files) this.emitFile({ type: 'asset', fileName, source });
      }
      return `export default ${JSON.stringify(made.data)};`;
    },
  };
}
