// A drawing's nesting as JSON: in the preflight's report (no layouts) and in projects' nesting route (with them).
#include "cw/cad/report_json.hpp"

#include <algorithm>
#include <cmath>

namespace cw::cad {

namespace {

using nlohmann::json;

json json_number(double value) { return std::isfinite(value) ? json(value) : json(nullptr); }

double read_number(const json& value) { return value.is_null() ? std::nan("") : value.get<double>(); }

json group_json(const NestGroup& group, bool with_layouts) {
  const auto& r = group.result;
  int unfit = 0;
  json unfit_parts = json::array();
  for (const auto& u : r.unfit) {
    unfit += u.quantity;
    unfit_parts.push_back({{"part", u.part}, {"quantity", u.quantity}, {"reason", u.reason}});
  }
  json sizes = json::array();
  for (std::size_t i = 0; i < group.sizes.size(); ++i) {
    const auto& size = group.sizes[i];
    sizes.push_back({{"part", i},
                     {"widthMm", json_number(size.length_mm)},
                     {"heightMm", json_number(size.width_mm)},
                     {"quantity", size.quantity}});
  }
  json out = {{"layer", group.layer},
              {"parts", r.parts},
              {"sheets", r.sheets},
              {"lowerBound", r.lower_bound},
              {"utilisation", json_number(r.utilisation)},
              {"approximate", r.approximate},
              {"unfit", unfit},
              {"unfitParts", unfit_parts},
              {"partsOmitted", group.omitted},
              {"partSizes", sizes}};
  if (!with_layouts) return out;
  json layouts = json::array();
  std::size_t drawn = std::min(r.layouts.size(), kMaxDrawnSheets);
  for (std::size_t s = 0; s < drawn; ++s) {
    json parts = json::array();
    for (const auto& p : r.layouts[s].parts) {
      parts.push_back({{"part", p.part},
                       {"x", json_number(p.x)},
                       {"y", json_number(p.y)},
                       {"sizeX", json_number(p.size_x)},
                       {"sizeY", json_number(p.size_y)},
                       {"rotated", p.rotated}});
    }
    layouts.push_back({{"parts", std::move(parts)}});
  }
  out["layouts"] = std::move(layouts);
  out["layoutsOmitted"] = r.layouts.size() - drawn;
  return out;
}

}  // namespace

json to_json(const DrawingNesting& nesting, bool with_layouts) {
  json groups = json::array();
  for (const auto& group : nesting.groups) groups.push_back(group_json(group, with_layouts));
  return {{"sheetWidthMm", json_number(nesting.options.sheet_width_mm)},
          {"sheetLengthMm", json_number(nesting.options.sheet_length_mm)},
          {"kerfMm", json_number(nesting.options.kerf_mm)},
          {"grain", nesting.grain},
          {"parts", nesting.parts},
          {"sheets", nesting.sheets},
          {"lowerBound", nesting.lower_bound},
          {"utilisation", json_number(nesting.utilisation)},
          {"approximate", nesting.approximate},
          {"unfit", nesting.unfit},
          {"groups", std::move(groups)}};
}

DrawingNesting nesting_from_json(const json& in) {
  try {
    DrawingNesting nesting;
    nesting.options.sheet_width_mm = read_number(in.at("sheetWidthMm"));
    nesting.options.sheet_length_mm = read_number(in.at("sheetLengthMm"));
    nesting.options.kerf_mm = read_number(in.at("kerfMm"));
    nesting.grain = in.at("grain").get<bool>();
    nesting.parts = in.at("parts").get<int>();
    nesting.sheets = in.at("sheets").get<int>();
    nesting.lower_bound = in.at("lowerBound").get<int>();
    nesting.utilisation = read_number(in.at("utilisation"));
    nesting.approximate = in.at("approximate").get<bool>();
    nesting.unfit = in.at("unfit").get<int>();
    for (const auto& g : in.at("groups")) {
      NestGroup group;
      group.layer = g.at("layer").get<std::string>();
      group.omitted = g.value("partsOmitted", 0);
      for (const auto& size : g.at("partSizes")) {
        group.sizes.push_back({group.sizes.size(), read_number(size.at("widthMm")), read_number(size.at("heightMm")),
                               size.at("quantity").get<int>(), nesting.grain});
      }
      auto& r = group.result;
      r.parts = g.at("parts").get<int>();
      r.sheets = g.at("sheets").get<int>();
      r.lower_bound = g.at("lowerBound").get<int>();
      r.utilisation = read_number(g.at("utilisation"));
      r.approximate = g.at("approximate").get<bool>();
      for (const auto& u : g.at("unfitParts")) {
        r.unfit.push_back(
            {u.at("part").get<std::size_t>(), u.at("quantity").get<int>(), u.at("reason").get<std::string>()});
      }
      nesting.groups.push_back(std::move(group));
    }
    return nesting;
  } catch (const json::exception& e) {
    throw std::invalid_argument(std::string("not a nesting: ") + e.what());
  }
}

}  // namespace cw::cad
