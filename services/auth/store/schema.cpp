#include "store/schema.hpp"

#include "store/api_token_store.hpp"
#include "store/certification_store.hpp"
#include "store/engineer_store.hpp"
#include "store/personal_data_store.hpp"
#include "store/review_store.hpp"
#include "store/user_store.hpp"

#include <cw/concat.hpp>

std::vector<cw::db::Migration> auth_migrations();

namespace auth::store {

std::vector<cw::db::Migration> migrations() { return auth_migrations(); }

std::vector<cw::db::NamedQuery> queries() {
  return cw::concat({api_token_queries(), user_queries(), engineer_queries(), certification_queries(),
                     review_queries(), personal_data_queries()});
}

}  // namespace auth::store
