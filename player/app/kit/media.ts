/** Kit: the player's sound: mixer channels, audio and speech adapters and the mixer controls. */
export { Mixer, type Channel } from "../game/effects/mixer";
export { AudioAdapter } from "../game/effects/audio";
export { SpeechAdapter } from "../game/effects/speech";
export { MixerControls } from "../game/MixerControls";
