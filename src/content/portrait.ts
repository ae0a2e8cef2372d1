// YOUR PORTRAIT, on the about page of both editions. Until you add a photo, the page shows
// this illustration. To show your photo: put it into the folder src/content/pictures/ (a JPEG
// or PNG straight from your phone or camera, at least 640 pixels wide), write its name on the
// next line instead of the illustration's, e.g. './pictures/yuki.jpg?portrait', and describe
// it in `alt` of `portrait` in ./about.ts (and in Japanese in ./ja/about.ts).
// The build makes small, fast versions of it and removes the camera data and the location.
import portraitPicture from '../assets/teacher-portrait.svg?portrait';

export { portraitPicture };
