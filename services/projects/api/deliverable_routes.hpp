#pragma once
// Routes of project files and milestones (docs/dev-contract.md "Deliverables"). main.cpp reaches them through this
// header until it includes their own headers.
#include "api/file_routes.hpp"
#include "api/milestone_routes.hpp"
#include "api/test_clock_routes.hpp"
#include "api/upload_check_routes.hpp"
