(function () {
  var captions = [/* captions */];
  var filter = document.getElementById("filter");
  var slider = document.getElementById("device");
  var sliderName = document.getElementById("device-name");
  function apply() {
    var text = filter.value.trim().toLowerCase();
    var step = Number(slider.value);
    var shown = 0;
    sliderName.textContent = step >= captions.length ? "all devices" : captions[step];
    document.querySelectorAll("section.layout").forEach(function (section) {
      var match = section.dataset.name.toLowerCase().indexOf(text) >= 0;
      section.classList.toggle("hidden", !match);
      if (match) { shown += 1; }
      section.querySelectorAll("figure.device").forEach(function (figure) {
        figure.classList.toggle("hidden", step < captions.length && Number(figure.dataset.step) !== step);
      });
    });
    document.getElementById("empty").classList.toggle("hidden", shown > 0);
  }
  filter.addEventListener("input", apply);
  slider.addEventListener("input", apply);
  apply();

  // The self-check (#selftest): which layouts and devices are on the page, every
  // label (section names, captions, fold, legend) against every cell of its
  // picture and against the picture's edges, and the errors caught above.
  function overlap(a, b) {
    return Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5
      && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
  }
  // The controls as a reviewer uses them: filter by the last layout's name, then
  // step the slider to the first device; what is shown, then everything again.
  function visible(element) { return element.getClientRects().length > 0; }
  function exerciseControls() {
    var sections = Array.prototype.slice.call(document.querySelectorAll("section.layout"));
    if (sections.length === 0) { return null; }
    var name = sections[sections.length - 1].dataset.name;
    filter.value = name;
    filter.dispatchEvent(new Event("input"));
    var filtered = sections.filter(visible).map(function (s) { return s.dataset.name; });
    slider.value = "0";
    slider.dispatchEvent(new Event("input"));
    var firstDevice = sections.filter(visible).map(function (s) {
      return Array.prototype.filter.call(s.querySelectorAll("figure.device"), visible).map(function (f) { return f.dataset.device; });
    });
    var label = sliderName.textContent;
    filter.value = "";
    slider.value = String(captions.length);
    filter.dispatchEvent(new Event("input"));
    return { filter: name, shown: filtered, firstDevice: firstDevice, sliderLabel: label,
             shownAfterReset: sections.filter(visible).length };
  }
  function selftest() {
    var verdict = { layouts: [], labels: 0, cells: 0, covered: [], clipped: [], errors: window.galleryErrors };
    document.querySelectorAll("section.layout").forEach(function (section) {
      verdict.layouts.push({
        name: section.dataset.name,
        status: section.dataset.status,
        revision: section.querySelector("code.revision").textContent,
        hash: section.querySelector("code.hash").title,
        devices: Array.prototype.map.call(section.querySelectorAll("figure.device"), function (f) { return f.dataset.device; })
      });
    });
    document.querySelectorAll("figure.device svg").forEach(function (svg) {
      var cells = Array.prototype.map.call(svg.querySelectorAll(".cell"), function (c) { return c.getBoundingClientRect(); });
      var canvas = svg.getBoundingClientRect();
      verdict.cells += cells.length;
      svg.querySelectorAll(".label").forEach(function (label) {
        verdict.labels += 1;
        var box = label.getBoundingClientRect();
        if (box.left < canvas.left - 0.5 || box.right > canvas.right + 0.5
            || box.top < canvas.top - 0.5 || box.bottom > canvas.bottom + 0.5) {
          verdict.clipped.push({ figure: svg.parentNode.id, label: label.firstChild.textContent });
        }
        for (var i = 0; i < cells.length; i += 1) {
          if (overlap(box, cells[i])) {
            verdict.covered.push({ figure: svg.parentNode.id, label: label.firstChild.textContent });
            break;
          }
        }
      });
    });
    verdict.controls = exerciseControls();
    var out = document.getElementById("selftest");
    out.textContent = JSON.stringify(verdict);
    out.classList.remove("hidden");
  }
  if (location.hash === "#selftest") { selftest(); }
})();
