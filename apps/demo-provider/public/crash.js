(function () {
  const output = document.getElementById('multiplier');
  const button = document.getElementById('play');
  const targetEl = document.getElementById('target');
  let running = false;

  function show(hundredths, kind) {
    output.textContent = (hundredths / 100).toFixed(2) + '×';
    output.className = kind || '';
  }

  // The flight is drawn after the server decided it: it climbs to the cash-out or the crash.
  function fly(until) {
    return new Promise(function (resolve) {
      let value = 100;
      const timer = setInterval(function () {
        value = Math.min(until, Math.ceil(value * 1.03));
        show(value);
        if (value >= until) {
          clearInterval(timer);
          resolve();
        }
      }, 40);
    });
  }

  async function launch() {
    if (running) return;
    const target = Math.round(Number(targetEl.value) * 100);
    if (!Number.isFinite(target) || target < 101 || target > 100000) {
      targetEl.focus();
      return;
    }
    running = true;
    button.disabled = true;
    window.frame.busy();
    show(100);
    try {
      const outcome = await window.frame.play('play', {
        stake: window.frame.stake(),
        target: target,
      });
      const won = outcome.payout > 0;
      await fly(won ? outcome.target : outcome.crash);
      show(won ? outcome.target : outcome.crash, won ? 'won' : 'crashed');
      window.frame.result(outcome.payout);
    } catch (error) {
      window.frame.failed(error);
    } finally {
      running = false;
      button.disabled = false;
    }
  }

  button.addEventListener('click', launch);
  window.frame.onKeys(function (event) {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      launch();
    }
  });
})();
