// Card sounds: pick up, drop, flip, deal and win, made on the spot with Web Audio (no
// files to download). Off by default: the module signals every event (Module.gameSound,
// from shell/core/narration.cpp), and this plays it only while the stored settings say
// sound is on (Options > Sound, or the speaker in the menu bar). No AudioContext exists
// until the first sound is played with sound on.
// Plain script: it sets window.SolSound; web/boot.js calls install().
'use strict';

(function () {
  let ctx = null;    // the AudioContext, made on the first sound played
  let noise = null;  // half a second of white noise, the grain of every card sound

  function context() {
    if (ctx) return ctx;
    const AC = window.AudioContext || window.webkitAudioContext;
    if (!AC) return null;
    ctx = new AC();
    noise = ctx.createBuffer(1, Math.floor(ctx.sampleRate / 2), ctx.sampleRate);
    const data = noise.getChannelData(0);
    let seed = 1;  // a fixed noise: every visit sounds the same
    for (let i = 0; i < data.length; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      data[i] = seed / 0x3fffffff - 1;
    }
    return ctx;
  }

  // A gain node that rises at once and dies away over `ms`, starting `at` seconds from
  // now, into the speakers: the shape of every sound here. Returns it and its start time.
  function envelope(at, ms, gain) {
    const amp = ctx.createGain();
    const t = ctx.currentTime + at;
    amp.gain.setValueAtTime(0, t);
    amp.gain.linearRampToValueAtTime(gain, t + 0.004);
    amp.gain.exponentialRampToValueAtTime(0.001, t + ms / 1000);
    amp.connect(ctx.destination);
    return [amp, t];
  }

  // A burst of filtered noise: the rustle of a card.
  function rustle(at, ms, freq, gain, type = 'bandpass') {
    const src = ctx.createBufferSource();
    src.buffer = noise;
    const filter = ctx.createBiquadFilter();
    filter.type = type;
    filter.frequency.value = freq;
    const [amp, t] = envelope(at, ms, gain);
    src.connect(filter).connect(amp);
    src.start(t, Math.random() * 0.3);
    src.stop(t + ms / 1000 + 0.02);
  }

  // A soft bell tone, for the win.
  function tone(at, freq, ms, gain) {
    const osc = ctx.createOscillator();
    osc.type = 'triangle';
    osc.frequency.value = freq;
    const [amp, t] = envelope(at, ms, gain);
    osc.connect(amp);
    osc.start(t);
    osc.stop(t + ms / 1000 + 0.02);
  }

  const SOUNDS = {
    pickup: () => rustle(0, 45, 3500, 0.25, 'highpass'),
    drop: () => { rustle(0, 70, 1800, 0.5); rustle(0, 50, 180, 0.4, 'lowpass'); },
    flip: () => { rustle(0, 35, 2600, 0.35); rustle(0.05, 40, 3200, 0.3); },
    deal: () => { for (let i = 0; i < 4; i++) rustle(i * 0.045, 40, 2200 + 300 * i, 0.25); },
    win: () => [523.25, 659.25, 783.99, 1046.5].forEach((f, i) => tone(i * 0.12, f, 500, 0.18)),
  };

  function enabled() {
    const s = window.SolStorage && window.SolStorage.loadSettings();
    return !!(s && s.sound === true);
  }

  function play(name) {
    if (!Object.prototype.hasOwnProperty.call(SOUNDS, name) || !enabled()) return false;
    if (!context()) return false;
    if (ctx.state === 'suspended') ctx.resume().catch(() => {});
    SOUNDS[name]();
    return true;
  }

  function install(Module, hook) {
    const played = [];
    Module.gameSound = (name) => {
      try {
        if (play(String(name))) played.push(String(name));
      } catch (e) {
        console.warn('solitaire: a sound failed', e);  // never worth stopping the game
      }
      if (played.length > 100) played.shift();
    };
    // The test hook: the sounds played (not the ones muted), and whether audio exists.
    hook.sounds = () => played.slice();
    hook.audioStarted = () => ctx !== null;
  }

  window.SolSound = { install };
})();
