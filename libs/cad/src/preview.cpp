// The preview: read once through the preflight's checker, then drawn (preview_model.cpp); its colours, JSON and SVG.
#include "cw/cad/preview.hpp"

#include "cw/cad/preview_json.hpp"
#include "preview_collector.hpp"
#include "text.hpp"

#include <dl_codes.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace cw::cad {

namespace {

std::string hex_color(int r, int g, int b) {
  char text[8];
  std::snprintf(text, sizeof text, "#%02x%02x%02x", r & 0xff, g & 0xff, b & 0xff);
  return text;
}

int channel(double share) { return static_cast<int>(std::lround(std::clamp(share, 0.0, 1.0) * 255)); }

// Text for an XML attribute or element.
std::string xml_text(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&apos;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string svg_number(double value) {
  char text[48];
  std::snprintf(text, sizeof text, "%.6g", std::isfinite(value) ? value : 0.0);
  return text;
}

}  // namespace

void validate(const PreviewOptions& options) {
  if (options.max_points < 100 || options.max_path_bytes < 1000 || options.max_collected_points < 1000) {
    throw InvalidOptions("The preview's budget must allow at least 100 points, 1000 bytes and 1000 collected points");
  }
}

std::string aci_color(int index) {
  // Colour 7 is white on a dark screen and black on paper: the preview is drawn on a light page.
  if (index < 1 || index > 255 || index == 7) return "#1f2937";
  const double* rgb = dxfColors[index];
  return hex_color(channel(rgb[0]), channel(rgb[1]), channel(rgb[2]));
}

std::string true_color(int rgb) { return hex_color(rgb >> 16, rgb >> 8, rgb); }

PreviewModel preview_dxf(const std::string& path, const PreflightOptions& options, const PreviewOptions& preview) {
  validate(options);
  validate(preview);
  auto deadline = detail::Clock::now() + options.time_limit;
  PreviewModel model;
  try {
    detail::PreviewCollector collector(options, preview, deadline);
    PreflightReport report = detail::read_dxf(path, options, collector);
    if (report.status == PreflightStatus::error) {
      model.message = report.message;
      model.units = report.units;
      return model;
    }
    return detail::build_preview(collector.take(), report, preview, deadline);
  } catch (const std::bad_alloc&) {
    model.message = "The drawing needs more memory than the preview allows";
  } catch (const std::exception&) {
    model.message = "The drawing could not be drawn";
  }
  model.layers.clear();
  return model;
}

nlohmann::json to_json(const PreviewModel& model) {
  using nlohmann::json;
  auto finite = [](double value) { return std::isfinite(value) ? json(value) : json(nullptr); };
  json box = nullptr;
  if (model.box) {
    box = {{"minX", finite(model.box->min_x)}, {"minY", finite(model.box->min_y)},
           {"maxX", finite(model.box->max_x)}, {"maxY", finite(model.box->max_y)}};
  }
  json layers = json::array();
  for (const auto& layer : model.layers) {
    layers.push_back({{"name", layer.name}, {"color", layer.color}, {"cut", layer.cut}, {"d", layer.path},
                      {"segments", layer.segments}});
  }
  json blocks = json::array();
  for (const auto& block : model.blocks) {
    json matrix = json::array();
    for (double value : block.matrix) matrix.push_back(finite(value));
    blocks.push_back({{"name", block.name}, {"matrix", matrix}});
  }
  const auto& units = model.units;
  return {{"message", model.message},
          {"box", box},
          {"units", {{"insunits", units.insunits ? json(*units.insunits) : json(nullptr)},
                     {"name", units.name},
                     {"mmPerUnit", finite(units.mm_per_unit)}}},
          {"layers", layers},
          {"blocks", blocks},
          {"simplified", model.simplified},
          {"shownSegments", model.shown_segments},
          {"totalSegments", model.total_segments}};
}

std::string to_svg(const PreviewModel& model) {
  Box box = model.box.value_or(Box{0, 0, 1, 1});
  double width = std::max(box.max_x - box.min_x, 1e-9), height = std::max(box.max_y - box.min_y, 1e-9);
  double margin = std::max(width, height) * 0.02;
  // y up in the drawing, down in SVG: the group flips it, so the view box spans -max_y to -min_y.
  std::string svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"" +
                    svg_number(box.min_x - margin) + " " + svg_number(-box.max_y - margin) + " " +
                    svg_number(width + 2 * margin) + " " + svg_number(height + 2 * margin) + "\">\n";
  if (!model.message.empty()) svg += "<title>" + xml_text(model.message) + "</title>\n";
  svg += "<rect x=\"" + svg_number(box.min_x - margin) + "\" y=\"" + svg_number(-box.max_y - margin) +
         "\" width=\"" + svg_number(width + 2 * margin) + "\" height=\"" + svg_number(height + 2 * margin) +
         "\" fill=\"#ffffff\"/>\n<g transform=\"scale(1 -1)\" fill=\"none\" stroke-linecap=\"round\" "
         "stroke-linejoin=\"round\">\n";
  // The cut layers last, so they are drawn over the rest.
  for (bool cut : {false, true}) {
    for (const auto& layer : model.layers) {
      if (layer.cut != cut || layer.path.empty()) continue;
      svg += "<path stroke=\"" + xml_text(layer.color) + "\" stroke-width=\"" + (cut ? "2" : "1") +
             "\" vector-effect=\"non-scaling-stroke\" d=\"" + xml_text(layer.path) + "\"><title>" +
             xml_text(layer.name) + (cut ? " (cut layer)" : "") + "</title></path>\n";
    }
  }
  return svg + "</g>\n</svg>\n";
}

}  // namespace cw::cad
