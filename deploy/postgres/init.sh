#!/bin/sh
# Runs once, when the postgres container initialises an empty data volume (/docker-entrypoint-initdb.d).
# One database, one login role per service. A role gets CONNECT and CREATE on the database and nothing else:
# its service creates and owns the schema of the same name through its migrations, and cannot read the others.
# Passwords come from <SERVICE>_DB_PASSWORD; compose.yaml defaults them to the role name for local use only.
set -eu

# The image has already created POSTGRES_DB (marketplace), owned by the superuser.
database="${POSTGRES_DB}"

psql -v ON_ERROR_STOP=1 --username "${POSTGRES_USER}" --dbname postgres -v database="${database}" <<'SQL'
REVOKE ALL ON DATABASE :"database" FROM PUBLIC;
SQL

for role in auth projects messaging billing analytics; do
  password_var="$(echo "${role}" | tr '[:lower:]' '[:upper:]')_DB_PASSWORD"
  password="$(printenv "${password_var}" || true)"
  if [ -z "${password}" ]; then
    echo "init.sh: ${password_var} is not set" >&2
    exit 1
  fi
  # psql variables quote safely: :'name' as a literal, :"name" as an identifier.
  psql -v ON_ERROR_STOP=1 --username "${POSTGRES_USER}" --dbname postgres \
    -v database="${database}" -v role="${role}" -v password="${password}" <<'SQL'
SELECT format('CREATE ROLE %I LOGIN', :'role')
WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'role') \gexec
ALTER ROLE :"role" WITH LOGIN PASSWORD :'password';
GRANT CONNECT, CREATE ON DATABASE :"database" TO :"role";
SQL
done

# PostgreSQL 15 already withholds CREATE on schema public from PUBLIC; withhold USAGE too, so the only schema a
# service role can use is its own.
psql -v ON_ERROR_STOP=1 --username "${POSTGRES_USER}" --dbname "${database}" <<'SQL'
REVOKE ALL ON SCHEMA public FROM PUBLIC;
SQL
